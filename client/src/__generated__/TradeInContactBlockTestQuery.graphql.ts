/**
 * @generated SignedSource<<c1b4a4b72529af573fc71b68aba939f0>>
 * @relayHash 1684ea7607bc1d5beaa8d4f9ffcc8b35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f31dd8e26856d7e40f681d960bbbd43cc4919425d0bae89b16ab50bc39a8ef5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInContactBlockTestQuery$variables = Record<PropertyKey, never>;
export type TradeInContactBlockTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"TradeInContactBlock_site">;
  };
};
export type TradeInContactBlockTestQuery = {
  response: TradeInContactBlockTestQuery$data;
  variables: TradeInContactBlockTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
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
    "name": "TradeInContactBlockTestQuery",
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
            "name": "TradeInContactBlock_site"
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
    "name": "TradeInContactBlockTestQuery",
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
            "concreteType": "SiteContact",
            "kind": "LinkedField",
            "name": "contact",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
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
            "concreteType": "TradeInSettings",
            "kind": "LinkedField",
            "name": "tradeIn",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Location",
                "kind": "LinkedField",
                "name": "contactLocation",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v0/*:: as any*/),
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactPath",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0f31dd8e26856d7e40f681d960bbbd43cc4919425d0bae89b16ab50bc39a8ef5",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.contact": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteContact"
        },
        "site.contact.email": (v2/*:: as any*/),
        "site.contact.phone": (v2/*:: as any*/),
        "site.contact.phoneReveal": {
          "enumValues": [
            "IMMEDIATE",
            "MASKED"
          ],
          "nullable": false,
          "plural": false,
          "type": "PhoneReveal"
        },
        "site.tradeIn": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "TradeInSettings"
        },
        "site.tradeIn.contactLocation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Location"
        },
        "site.tradeIn.contactLocation.contactPath": (v2/*:: as any*/),
        "site.tradeIn.contactLocation.email": (v3/*:: as any*/),
        "site.tradeIn.contactLocation.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "site.tradeIn.contactLocation.name": (v2/*:: as any*/),
        "site.tradeIn.contactLocation.phone": (v3/*:: as any*/)
      }
    },
    "name": "TradeInContactBlockTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3cd318a4201d5d9be79e07df60be57c3";

export default node;
