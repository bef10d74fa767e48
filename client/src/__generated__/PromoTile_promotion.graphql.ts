/**
 * @generated SignedSource<<513e6095131cd1cf03bc25a2468821e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromoTile_promotion$data = {
  readonly href: string | null | undefined;
  readonly image: {
    readonly " $fragmentSpreads": FragmentRefs<"SiteImage_image">;
  };
  readonly linkText: string;
  readonly text: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "PromoTile_promotion";
};
export type PromoTile_promotion$key = {
  readonly " $data"?: PromoTile_promotion$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromoTile_promotion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromoTile_promotion",
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

(node as any).hash = "42019b1af74cd1fd50e58e735ca639b1";

export default node;
