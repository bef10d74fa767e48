/**
 * @generated SignedSource<<b4d42b254d64698f8e21324944b4a4d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DealerComments_car$data = {
  readonly dealerComments: string | null | undefined;
  readonly " $fragmentType": "DealerComments_car";
};
export type DealerComments_car$key = {
  readonly " $data"?: DealerComments_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealerComments_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DealerComments_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dealerComments",
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "a155dba65408594bc4c41c0979dc58ea";

export default node;
