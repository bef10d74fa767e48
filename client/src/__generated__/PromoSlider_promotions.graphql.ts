/**
 * @generated SignedSource<<d37c9aadb62c6d017d935e07bd7d5d02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromoSlider_promotions$data = ReadonlyArray<{
  readonly href: string | null | undefined;
  readonly image: {
    readonly " $fragmentSpreads": FragmentRefs<"SiteImage_image">;
  };
  readonly internalID: string;
  readonly linkText: string;
  readonly text: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "PromoSlider_promotions";
}>;
export type PromoSlider_promotions$key = ReadonlyArray<{
  readonly " $data"?: PromoSlider_promotions$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromoSlider_promotions">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PromoSlider_promotions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalID",
      "storageKey": null
    },
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
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "href",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "linkText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteImage",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SiteImage_image"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Promotion",
  "abstractKey": null
};

(node as any).hash = "e3623b833508b7d0e4897dc34b9cf2db";

export default node;
