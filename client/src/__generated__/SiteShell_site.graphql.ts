/**
 * @generated SignedSource<<e9ae2bdb0dfc2a140c605e83a6bbe7a2>>
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
  readonly " $fragmentSpreads": FragmentRefs<"CompareTray_site" | "MetaPixel_site" | "SiteFooter_site" | "SiteHeader_site">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompareTray_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "c92e6e02b8d5c2beff6b4c9bd83cf2b3";

export default node;
