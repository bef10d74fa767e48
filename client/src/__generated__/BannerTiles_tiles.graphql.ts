/**
 * @generated SignedSource<<eda64de249eea6674488bc89ecc3c95d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BannerTiles_tiles$data = ReadonlyArray<{
  readonly href: string;
  readonly image: {
    readonly " $fragmentSpreads": FragmentRefs<"SiteImage_image">;
  } | null | undefined;
  readonly text: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "BannerTiles_tiles";
}>;
export type BannerTiles_tiles$key = ReadonlyArray<{
  readonly " $data"?: BannerTiles_tiles$data;
  readonly " $fragmentSpreads": FragmentRefs<"BannerTiles_tiles">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "BannerTiles_tiles",
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
  "type": "HomeTile",
  "abstractKey": null
};

(node as any).hash = "afd3ce8735398118d5e5df5c5ea1ebd6";

export default node;
