/**
 * @generated SignedSource<<19b52b748e08f04878148dd3a6a3eed8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarSort = "HIGHEST_KM" | "HIGHEST_PRICE" | "LATEST" | "LOWEST_KM" | "LOWEST_PRICE" | "MOST_RELEVANT" | "NEAREST" | "NEWEST_YEAR" | "OLDEST_YEAR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SortSelect_site$data = {
  readonly search: {
    readonly defaultSort: CarSort;
    readonly sortOptions: ReadonlyArray<CarSort>;
  };
  readonly " $fragmentType": "SortSelect_site";
};
export type SortSelect_site$key = {
  readonly " $data"?: SortSelect_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SortSelect_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SortSelect_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchSettings",
      "kind": "LinkedField",
      "name": "search",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sortOptions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultSort",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "05a4d2c612a56b8c26370bbf4ff48201";

export default node;
