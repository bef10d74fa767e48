/**
 * @generated SignedSource<<b9761bad0412c49dc417a4b8bf0bc1fb>>
 * @relayHash bbfc73044ddb3fec9666556d50c78061
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea10df97288b79ed8e983a663dc05584a4d2bf4c4e95f003f1ed49bbff099101

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PromoTileTestQuery$variables = Record<PropertyKey, never>;
export type PromoTileTestQuery$data = {
  readonly site: {
    readonly promotions: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"PromoTile_promotion">;
    }>;
  };
};
export type PromoTileTestQuery = {
  response: PromoTileTestQuery$data;
  variables: PromoTileTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "placement",
    "value": "SEARCH_TILES"
  }
],
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
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
    "name": "PromoTileTestQuery",
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
            "args": (v0/*:: as any*/),
            "concreteType": "Promotion",
            "kind": "LinkedField",
            "name": "promotions",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PromoTile_promotion"
              }
            ],
            "storageKey": "promotions(placement:\"SEARCH_TILES\")"
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
    "name": "PromoTileTestQuery",
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
            "args": (v0/*:: as any*/),
            "concreteType": "Promotion",
            "kind": "LinkedField",
            "name": "promotions",
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
                    "name": "srcSet",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "alt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "promotions(placement:\"SEARCH_TILES\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ea10df97288b79ed8e983a663dc05584a4d2bf4c4e95f003f1ed49bbff099101",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.promotions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Promotion"
        },
        "site.promotions.href": (v1/*:: as any*/),
        "site.promotions.image": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteImage"
        },
        "site.promotions.image.alt": (v2/*:: as any*/),
        "site.promotions.image.height": (v3/*:: as any*/),
        "site.promotions.image.srcSet": (v1/*:: as any*/),
        "site.promotions.image.url": (v2/*:: as any*/),
        "site.promotions.image.width": (v3/*:: as any*/),
        "site.promotions.linkText": (v2/*:: as any*/),
        "site.promotions.text": (v1/*:: as any*/),
        "site.promotions.title": (v2/*:: as any*/)
      }
    },
    "name": "PromoTileTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c57df156abbe18b38f808ab318ba98b6";

export default node;
