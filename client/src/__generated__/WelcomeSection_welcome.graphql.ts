/**
 * @generated SignedSource<<778e147950368cab81c3a176fb0f8737>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WelcomeSection_welcome$data = {
  readonly heading: string;
  readonly image: {
    readonly " $fragmentSpreads": FragmentRefs<"SiteImage_image">;
  } | null | undefined;
  readonly primaryButton: {
    readonly href: string;
    readonly label: string;
  };
  readonly secondaryButton: {
    readonly href: string;
    readonly label: string;
  };
  readonly text: string;
  readonly " $fragmentType": "WelcomeSection_welcome";
};
export type WelcomeSection_welcome$key = {
  readonly " $data"?: WelcomeSection_welcome$data;
  readonly " $fragmentSpreads": FragmentRefs<"WelcomeSection_welcome">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WelcomeSection_welcome",
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
      "name": "primaryButton",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeLink",
      "kind": "LinkedField",
      "name": "secondaryButton",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "HomeWelcome",
  "abstractKey": null
};
})();

(node as any).hash = "d9bcb9c2d28a5a2069ef21546917757b";

export default node;
