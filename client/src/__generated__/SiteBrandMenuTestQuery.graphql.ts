/**
 * @generated SignedSource<<b8d12dbbe78d89682b425fe47d95246c>>
 * @relayHash 11cf50c6d7577fb554c94a61430c6042
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acde1146c51e6799ca4e22b210edea71b73c8c73fde4691cc66f1ddeddfa0da5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SiteBrandMenuTestQuery$variables = Record<PropertyKey, never>;
export type SiteBrandMenuTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"SiteHeader_site">;
  };
};
export type SiteBrandMenuTestQuery = {
  response: SiteBrandMenuTestQuery$data;
  variables: SiteBrandMenuTestQuery$variables;
};

const node: ConcreteRequest = (function(){
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SiteBrandMenuTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SiteHeader_site"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SiteBrandMenuTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "logoUrl",
                    "storageKey": null
                  },
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
            "concreteType": "SiteFeatures",
            "kind": "LinkedField",
            "name": "features",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "watchlist",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Garage",
            "kind": "LinkedField",
            "name": "garage",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "acde1146c51e6799ca4e22b210edea71b73c8c73fde4691cc66f1ddeddfa0da5",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.brandMenu": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BrandMenu"
        },
        "site.brandMenu.items": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BrandMenuItem"
        },
        "site.brandMenu.items.href": (v4/*:: as any*/),
        "site.brandMenu.items.logoUrl": (v4/*:: as any*/),
        "site.brandMenu.items.title": (v4/*:: as any*/),
        "site.brandMenu.label": (v4/*:: as any*/),
        "site.brandMenu.path": (v4/*:: as any*/),
        "site.brandMenu.position": (v5/*:: as any*/),
        "site.contact": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteContact"
        },
        "site.contact.phone": (v4/*:: as any*/),
        "site.contact.phoneReveal": {
          "enumValues": [
            "IMMEDIATE",
            "MASKED"
          ],
          "nullable": false,
          "plural": false,
          "type": "PhoneReveal"
        },
        "site.features": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteFeatures"
        },
        "site.features.watchlist": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "site.garage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Garage"
        },
        "site.garage.path": (v4/*:: as any*/),
        "site.garage.title": (v4/*:: as any*/),
        "site.name": (v4/*:: as any*/),
        "site.navigation": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "NavigationEntry"
        },
        "site.navigation.children": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "NavigationLink"
        },
        "site.navigation.children.href": (v4/*:: as any*/),
        "site.navigation.children.label": (v4/*:: as any*/),
        "site.navigation.href": (v4/*:: as any*/),
        "site.navigation.label": (v4/*:: as any*/),
        "site.theme": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Theme"
        },
        "site.theme.logo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Logo"
        },
        "site.theme.logo.alt": (v4/*:: as any*/),
        "site.theme.logo.height": (v5/*:: as any*/),
        "site.theme.logo.url": (v4/*:: as any*/),
        "site.theme.logo.width": (v5/*:: as any*/)
      }
    },
    "name": "SiteBrandMenuTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8710ac90823bf041f167d01b75dab4a5";

export default node;
