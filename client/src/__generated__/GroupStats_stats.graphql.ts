/**
 * @generated SignedSource<<d22395796ff38b4144b4cb8076b7b927>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GroupStats_stats$data = {
  readonly heading: string;
  readonly items: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "GroupStats_stats";
};
export type GroupStats_stats$key = {
  readonly " $data"?: GroupStats_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupStats_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupStats_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeStat",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeStats",
  "abstractKey": null
};

(node as any).hash = "48292c606ccda0714090bb2d22d964a0";

export default node;
