/**
 * @generated SignedSource<<5ff6af93d45ee4c2551204db9aa3e9d0>>
 * @relayHash 112a297ee51199bad5be496097a54cd4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4781882af7c6a9b61dfdfc4155dc69d98e339582c440a0bb97d61efc3b01b7c8

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInFaqTestQuery$variables = Record<PropertyKey, never>;
export type TradeInFaqTestQuery$data = {
  readonly site: {
    readonly tradeIn: {
      readonly " $fragmentSpreads": FragmentRefs<"TradeInFaq_tradeIn">;
    };
  };
};
export type TradeInFaqTestQuery = {
  response: TradeInFaqTestQuery$data;
  variables: TradeInFaqTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TradeInFaqTestQuery",
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
            "concreteType": "TradeInSettings",
            "kind": "LinkedField",
            "name": "tradeIn",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TradeInFaq_tradeIn"
              }
            ],
            "storageKey": null
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
    "name": "TradeInFaqTestQuery",
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
            "concreteType": "TradeInSettings",
            "kind": "LinkedField",
            "name": "tradeIn",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TradeInFaqEntry",
                "kind": "LinkedField",
                "name": "faq",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "question",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answer",
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
    "id": "4781882af7c6a9b61dfdfc4155dc69d98e339582c440a0bb97d61efc3b01b7c8",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.tradeIn": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "TradeInSettings"
        },
        "site.tradeIn.faq": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TradeInFaqEntry"
        },
        "site.tradeIn.faq.answer": (v0/*:: as any*/),
        "site.tradeIn.faq.question": (v0/*:: as any*/)
      }
    },
    "name": "TradeInFaqTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f2bfdcf783b3d60eb79d0e237e43c879";

export default node;
