/**
 * @generated SignedSource<<62b28ae8b668c78462b67f73e576f7ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarShareAndPrint_car$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PrintButton_car" | "ShareButtons_car">;
  readonly " $fragmentType": "CarShareAndPrint_car";
};
export type CarShareAndPrint_car$key = {
  readonly " $data"?: CarShareAndPrint_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarShareAndPrint_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarShareAndPrint_car",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareButtons_car"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PrintButton_car"
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "e0feb6cf16c37cc95fd429c01fe910bd";

export default node;
