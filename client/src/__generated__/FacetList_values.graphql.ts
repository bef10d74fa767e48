/**
 * @generated SignedSource<<6850ce95d9f6db161e747e49ddc25e2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FacetList_values$data = ReadonlyArray<{
  readonly count: number;
  readonly label: string;
  readonly selected: boolean;
  readonly value: string;
  readonly " $fragmentType": "FacetList_values";
}>;
export type FacetList_values$key = ReadonlyArray<{
  readonly " $data"?: FacetList_values$data;
  readonly " $fragmentSpreads": FragmentRefs<"FacetList_values">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FacetList_values",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "selected",
      "storageKey": null
    }
  ],
  "type": "CarFacetValue",
  "abstractKey": null
};

(node as any).hash = "33f3a40e65df2ff83d07684936977501";

export default node;
