/**
 * @generated SignedSource<<67ad600e6aabe995f5c4906dd34c8722>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarShareAndPrint_site$data = {
  readonly features: {
    readonly print: boolean;
    readonly share: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"PrintButton_site" | "ShareButtons_site">;
  readonly " $fragmentType": "CarShareAndPrint_site";
};
export type CarShareAndPrint_site$key = {
  readonly " $data"?: CarShareAndPrint_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarShareAndPrint_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarShareAndPrint_site",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "print",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareButtons_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PrintButton_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "8a67431aa4471cf051533ffc88d5cdb4";

export default node;
