/**
 * @generated SignedSource<<84c194a64acefa7c60368f1403f4c73c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SiteFooterLinks_site$data = {
  readonly contentPages: ReadonlyArray<{
    readonly path: string;
    readonly title: string;
  }>;
  readonly features: {
    readonly testDrive: boolean;
    readonly tradeIn: boolean;
  };
  readonly financeEnquiryPath: string;
  readonly servicePage: {
    readonly url: string;
  };
  readonly " $fragmentType": "SiteFooterLinks_site";
};
export type SiteFooterLinks_site$key = {
  readonly " $data"?: SiteFooterLinks_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteFooterLinks_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteFooterLinks_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentPageLink",
      "kind": "LinkedField",
      "name": "contentPages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "financeEnquiryPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServicePage",
      "kind": "LinkedField",
      "name": "servicePage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
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
          "name": "tradeIn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "testDrive",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "2a698b73fb74f62dd132c8066d66f183";

export default node;
