/**
 * @generated SignedSource<<0c550eedd91bd4c3efa531bd07d16539>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchPagination_search$data = {
  readonly page: number;
  readonly pageCount: number;
  readonly " $fragmentType": "SearchPagination_search";
};
export type SearchPagination_search$key = {
  readonly " $data"?: SearchPagination_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchPagination_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchPagination_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "page",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageCount",
      "storageKey": null
    }
  ],
  "type": "CarSearchConnection",
  "abstractKey": null
};

(node as any).hash = "cb5cec56314e6f666c7d93f3cd92a92b";

export default node;
