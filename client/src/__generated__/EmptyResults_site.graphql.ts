/**
 * @generated SignedSource<<6b5c6f3f411287c0a6e209006f29f4e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EmptyResults_site$data = {
  readonly search: {
    readonly emptyResultsRefreshPath: string;
  };
  readonly texts: {
    readonly clearFilters: string;
    readonly emptyResultsHeading: string;
    readonly emptyResultsText: string;
    readonly emptySearchText: string;
  };
  readonly " $fragmentType": "EmptyResults_site";
};
export type EmptyResults_site$key = {
  readonly " $data"?: EmptyResults_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmptyResults_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmptyResults_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteTexts",
      "kind": "LinkedField",
      "name": "texts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emptyResultsHeading",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emptyResultsText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emptySearchText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clearFilters",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
          "name": "emptyResultsRefreshPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "ab9a3037d06909e9fff2eef29ffb5be1";

export default node;
