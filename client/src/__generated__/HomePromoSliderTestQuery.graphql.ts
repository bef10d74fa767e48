/**
 * @generated SignedSource<<bee495da51def7be1a703e7f3fea079d>>
 * @relayHash 3729fd20ff43cea06921b7719aeb8f18
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 599743fbfb989e727ffc0c58a4e0572050918d0ed08d7028f2560cb1b7339bc2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomePromoSliderTestQuery$variables = Record<PropertyKey, never>;
export type HomePromoSliderTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"HomePromoSlider_site">;
  };
};
export type HomePromoSliderTestQuery = {
  response: HomePromoSliderTestQuery$data;
  variables: HomePromoSliderTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePromoSliderTestQuery",
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
            "name": "HomePromoSlider_site"
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
    "name": "HomePromoSliderTestQuery",
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
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PromotionSettings",
            "kind": "LinkedField",
            "name": "promotionSettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sliderWidth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sliderHeight",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "includeUpcoming",
                "value": true
              },
              {
                "kind": "Literal",
                "name": "placement",
                "value": "HOME_SLIDER"
              }
            ],
            "concreteType": "Promotion",
            "kind": "LinkedField",
            "name": "promotions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "internalID",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "activeNow",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startsAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
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
            "storageKey": "promotions(includeUpcoming:true,placement:\"HOME_SLIDER\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "599743fbfb989e727ffc0c58a4e0572050918d0ed08d7028f2560cb1b7339bc2",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.promotionSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PromotionSettings"
        },
        "site.promotionSettings.sliderHeight": (v0/*:: as any*/),
        "site.promotionSettings.sliderWidth": (v0/*:: as any*/),
        "site.promotionSettings.timeZone": (v1/*:: as any*/),
        "site.promotions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Promotion"
        },
        "site.promotions.activeNow": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "site.promotions.expiresAt": (v2/*:: as any*/),
        "site.promotions.href": (v2/*:: as any*/),
        "site.promotions.image": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteImage"
        },
        "site.promotions.image.alt": (v1/*:: as any*/),
        "site.promotions.image.height": (v0/*:: as any*/),
        "site.promotions.image.srcSet": (v2/*:: as any*/),
        "site.promotions.image.url": (v1/*:: as any*/),
        "site.promotions.image.width": (v0/*:: as any*/),
        "site.promotions.internalID": (v1/*:: as any*/),
        "site.promotions.linkText": (v1/*:: as any*/),
        "site.promotions.position": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "site.promotions.startsAt": (v2/*:: as any*/),
        "site.promotions.text": (v2/*:: as any*/),
        "site.promotions.title": (v1/*:: as any*/),
        "site.slug": (v1/*:: as any*/)
      }
    },
    "name": "HomePromoSliderTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1a3c8c7332fd21408653e98115beebbb";

export default node;
