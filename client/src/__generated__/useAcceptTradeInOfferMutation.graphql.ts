/**
 * @generated SignedSource<<19afaba6b201da76eac6d0a7afbe9235>>
 * @relayHash c46bd66fe6b137d5f1502df14c3dd072
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b41a6d4a35cefe74fd1e1813c20882713f0121d3277917a708753616a6f2cec9

import type { ConcreteRequest } from 'relay-runtime';
export type useAcceptTradeInOfferMutation$variables = {
  leadId: string;
};
export type useAcceptTradeInOfferMutation$data = {
  readonly acceptTradeInOffer: {
    readonly __typename: "AcceptTradeInOfferPayload";
    readonly leadId: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly field: string;
    readonly message: string;
    readonly reason: string;
  } | {
    readonly __typename: "ValidationError";
    readonly issues: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useAcceptTradeInOfferMutation = {
  response: useAcceptTradeInOfferMutation$data;
  variables: useAcceptTradeInOfferMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "leadId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "leadId",
        "variableName": "leadId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "acceptTradeInOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "leadId",
            "storageKey": null
          }
        ],
        "type": "AcceptTradeInOfferPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "InputIssue",
            "kind": "LinkedField",
            "name": "issues",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          }
        ],
        "type": "NotFoundError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAcceptTradeInOfferMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptTradeInOfferMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "b41a6d4a35cefe74fd1e1813c20882713f0121d3277917a708753616a6f2cec9",
    "metadata": {},
    "name": "useAcceptTradeInOfferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a7fa17487e75c4ea101da073d0d35a9a";

export default node;
