/**
 * @generated SignedSource<<1c83149fd2951b0a7605484270679400>>
 * @relayHash 22204a275a189c6ffd1fded24abcd7bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11cc1580d0cc6bc3961e4cb074f40fef5c097a1738fb6d57b5b50d583199d008

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type usePromotionScheduleTestQuery$variables = Record<PropertyKey, never>;
export type usePromotionScheduleTestQuery$data = {
  readonly site: {
    readonly promotions: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"usePromotionSchedule_promotions">;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"usePromotionSchedule_site">;
  };
};
export type usePromotionScheduleTestQuery = {
  response: usePromotionScheduleTestQuery$data;
  variables: usePromotionScheduleTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "includeUpcoming",
    "value": true
  },
  {
    "kind": "Literal",
    "name": "placement",
    "value": "SEARCH_TILES"
  }
],
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
    "name": "usePromotionScheduleTestQuery",
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
            "name": "usePromotionSchedule_site"
          },
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
                "name": "usePromotionSchedule_promotions"
              }
            ],
            "storageKey": "promotions(includeUpcoming:true,placement:\"SEARCH_TILES\")"
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
    "name": "usePromotionScheduleTestQuery",
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
              }
            ],
            "storageKey": null
          },
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
              }
            ],
            "storageKey": "promotions(includeUpcoming:true,placement:\"SEARCH_TILES\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "11cc1580d0cc6bc3961e4cb074f40fef5c097a1738fb6d57b5b50d583199d008",
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
        "site.promotions.internalID": (v1/*:: as any*/),
        "site.promotions.position": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "site.promotions.startsAt": (v2/*:: as any*/),
        "site.slug": (v1/*:: as any*/)
      }
    },
    "name": "usePromotionScheduleTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3f6dba5f22dea23a85f2763b01bc9bfe";

export default node;
