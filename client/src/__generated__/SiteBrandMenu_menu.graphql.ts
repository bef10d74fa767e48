/**
 * @generated SignedSource<<b5a972da7241463d20188d828ffb2296>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SiteBrandMenu_menu$data = {
  readonly items: ReadonlyArray<{
    readonly href: string;
    readonly logoUrl: string;
    readonly title: string;
  }>;
  readonly label: string;
  readonly path: string;
  readonly " $fragmentType": "SiteBrandMenu_menu";
};
export type SiteBrandMenu_menu$key = {
  readonly " $data"?: SiteBrandMenu_menu$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteBrandMenu_menu">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteBrandMenu_menu",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
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
      "concreteType": "BrandMenuItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
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
          "name": "logoUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "href",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BrandMenu",
  "abstractKey": null
};

(node as any).hash = "ad0629ab6cb9c8dce948b6f718250d84";

export default node;
