/**
 * @generated SignedSource<<94c0ad2e45854b544b9ec6852cde8286>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShareButtons_site$data = {
  readonly features: {
    readonly share: boolean;
  };
  readonly " $fragmentType": "ShareButtons_site";
};
export type ShareButtons_site$key = {
  readonly " $data"?: ShareButtons_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareButtons_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareButtons_site",
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
          "name": "share",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "c223c64220057a155fb4c8ff0e729e77";

export default node;
