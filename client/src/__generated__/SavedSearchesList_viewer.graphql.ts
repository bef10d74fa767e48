/**
 * @generated SignedSource<<65205902f3f9c90ad9c776645e714902>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SavedSearchesList_viewer$data = {
  readonly priceDropAlerts: boolean;
  readonly savedSearches: ReadonlyArray<{
    readonly emailAlerts: boolean;
    readonly id: string;
    readonly label: string;
    readonly url: string;
  }>;
  readonly " $fragmentType": "SavedSearchesList_viewer";
};
export type SavedSearchesList_viewer$key = {
  readonly " $data"?: SavedSearchesList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedSearchesList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedSearchesList_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SavedSearch",
      "kind": "LinkedField",
      "name": "savedSearches",
      "plural": true,
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
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emailAlerts",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceDropAlerts",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a89f9b7db9f21d262e829b34d3121a3f";

export default node;
