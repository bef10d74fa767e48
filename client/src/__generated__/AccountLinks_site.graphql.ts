/**
 * @generated SignedSource<<3a7843b0ed2a170437e2682806614fc3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountLinks_site$data = {
  readonly features: {
    readonly watchlist: boolean;
  };
  readonly garage: {
    readonly path: string;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "AccountLinks_site";
};
export type AccountLinks_site$key = {
  readonly " $data"?: AccountLinks_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountLinks_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountLinks_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteFeatures",
      "kind": "LinkedField",
      "name": "features",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "watchlist",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Garage",
      "kind": "LinkedField",
      "name": "garage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "c979bfb268517c8b7df5ce4425e7ac86";

export default node;
