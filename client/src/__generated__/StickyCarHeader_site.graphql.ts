/**
 * @generated SignedSource<<b22c7dfb78fe22f15120069eb3825952>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StickyCarHeader_site$data = {
  readonly features: {
    readonly finance: boolean;
    readonly tradeIn: boolean;
  };
  readonly labels: {
    readonly tradeInButton: string;
  };
  readonly " $fragmentType": "StickyCarHeader_site";
};
export type StickyCarHeader_site$key = {
  readonly " $data"?: StickyCarHeader_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"StickyCarHeader_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StickyCarHeader_site",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "80a075d1d951b83958447d4fe996ce30";

export default node;
