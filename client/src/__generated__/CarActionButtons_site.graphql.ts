/**
 * @generated SignedSource<<ae1a90af76b17dea83a08b474ec93031>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarActionButtons_site$data = {
  readonly features: {
    readonly finance: boolean;
    readonly tradeIn: boolean;
  };
  readonly labels: {
    readonly enquiryButton: string;
    readonly reserveButton: string;
    readonly tradeInButton: string;
  };
  readonly " $fragmentType": "CarActionButtons_site";
};
export type CarActionButtons_site$key = {
  readonly " $data"?: CarActionButtons_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarActionButtons_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarActionButtons_site",
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
          "name": "finance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tradeIn",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteLabels",
      "kind": "LinkedField",
      "name": "labels",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tradeInButton",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reserveButton",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enquiryButton",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "5e6049bf443863db80a460a19a99d1ec";

export default node;
