/**
 * @generated SignedSource<<847bb5239d29b1ca15bfa32a1d703d13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CallDealerButton_car$data = {
  readonly dealerPhone: string | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "CallDealerButton_car";
};
export type CallDealerButton_car$key = {
  readonly " $data"?: CallDealerButton_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallDealerButton_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallDealerButton_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dealerPhone",
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "250a63736e1d991af90afea57119252b";

export default node;
