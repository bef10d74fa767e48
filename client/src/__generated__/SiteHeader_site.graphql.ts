/**
 * @generated SignedSource<<3ff735889804172794456d0754441276>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PhoneReveal = "IMMEDIATE" | "MASKED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SiteHeader_site$data = {
  readonly brandMenu: {
    readonly label: string;
    readonly path: string;
    readonly position: number;
    readonly " $fragmentSpreads": FragmentRefs<"SiteBrandMenu_menu">;
  } | null | undefined;
  readonly contact: {
    readonly phone: string;
    readonly phoneReveal: PhoneReveal;
  };
  readonly name: string;
  readonly navigation: ReadonlyArray<{
    readonly children: ReadonlyArray<{
      readonly href: string;
      readonly label: string;
    }>;
    readonly href: string;
    readonly label: string;
  }>;
  readonly theme: {
    readonly logo: {
      readonly alt: string;
      readonly height: number;
      readonly url: string;
      readonly width: number;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"AccountLinks_site">;
  readonly " $fragmentType": "SiteHeader_site";
};
export type SiteHeader_site$key = {
  readonly " $data"?: SiteHeader_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteHeader_site">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "href",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteHeader_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
          "concreteType": "Logo",
          "kind": "LinkedField",
          "name": "logo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "alt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "width",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "height",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteContact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phoneReveal",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NavigationEntry",
      "kind": "LinkedField",
      "name": "navigation",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "NavigationLink",
          "kind": "LinkedField",
          "name": "children",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandMenu",
      "kind": "LinkedField",
      "name": "brandMenu",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SiteBrandMenu_menu"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountLinks_site"
    }
  ],
  "type": "Site",
  "abstractKey": null
};
})();

(node as any).hash = "19b4041d321a4c3cc5827300947b0709";

export default node;
