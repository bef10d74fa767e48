/**
 * @generated SignedSource<<9c69e56e779ec6dca93481e520205bd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeHero_hero$data = {
  readonly callToAction: {
    readonly href: string;
    readonly label: string;
  };
  readonly heading: string;
  readonly image: {
    readonly " $fragmentSpreads": FragmentRefs<"SiteImage_image">;
  } | null | undefined;
  readonly text: string;
  readonly " $fragmentType": "HomeHero_hero";
};
export type HomeHero_hero$key = {
  readonly " $data"?: HomeHero_hero$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeHero_hero">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeHero_hero",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heading",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeLink",
      "kind": "LinkedField",
      "name": "callToAction",
      "plural": false,
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
          "name": "href",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeHero",
  "abstractKey": null
};

(node as any).hash = "165892007dbc962debd34823ac65bfc0";

export default node;
