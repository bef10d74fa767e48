/**
 * @generated SignedSource<<fed6c7c16aac5159b4c6c33a0ab05d12>>
 * @relayHash bff18f60f3d08a092271bd87b9155960
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70716aa1e3e8e58415e0caab8895c503fdf587fc3998ecb5d906d0e1e221352a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountMenuTestQuery$variables = Record<PropertyKey, never>;
export type AccountMenuTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"useSignInGatedLinks_site">;
  };
};
export type AccountMenuTestQuery = {
  response: AccountMenuTestQuery$data;
  variables: AccountMenuTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountMenuTestQuery",
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
            "name": "useSignInGatedLinks_site"
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
    "name": "AccountMenuTestQuery",
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
            "concreteType": "SignInGate",
            "kind": "LinkedField",
            "name": "signInGates",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paths",
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
    "id": "70716aa1e3e8e58415e0caab8895c503fdf587fc3998ecb5d906d0e1e221352a",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.signInGates": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SignInGate"
        },
        "site.signInGates.paths": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "site.signInGates.type": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "AccountMenuTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "28393e87927c2a2f8cd6134534dd944a";

export default node;
