/**
 * @generated SignedSource<<20a94ac5b5977fe25c2abe2442a23ac9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SiteShell_site$data = {
  readonly theme: {
    readonly colours: {
      readonly accent: string;
      readonly background: string;
      readonly primary: string;
      readonly secondary: string;
      readonly text: string;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"MetaPixel_site" | "SiteFooter_site" | "SiteHeader_site">;
  readonly " $fragmentType": "SiteShell_site";
};
export type SiteShell_site$key = {
  readonly " $data"?: SiteShell_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteShell_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteShell_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Theme",
      "kind": "LinkedField",
      "name": "theme",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ThemeColours",
          "kind": "LinkedField",
          "name": "colours",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "primary",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "secondary",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "accent",
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
              "name": "background",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SiteHeader_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SiteFooter_site"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MetaPixel_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "a90bad81e303ab24476efecdad84b3b7";

export default node;
