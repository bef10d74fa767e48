/**
 * @generated SignedSource<<0b2a23181309f9bf0cf85158eb8d2388>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
