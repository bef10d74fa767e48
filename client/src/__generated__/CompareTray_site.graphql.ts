/**
 * @generated SignedSource<<ebd1487b774d9b14b6c30aee1b23b754>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompareTray_site$data = {
  readonly features: {
    readonly compare: boolean;
  };
  readonly slug: string;
  readonly " $fragmentType": "CompareTray_site";
};
export type CompareTray_site$key = {
  readonly " $data"?: CompareTray_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompareTray_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompareTray_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
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
          "name": "compare",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "5a7f79398a3308c5fd9a0e9b72787a9d";

export default node;
