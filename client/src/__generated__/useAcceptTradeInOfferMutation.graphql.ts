/**
 * @generated SignedSource<<3b32ea9c80bc601066e0755bdac68089>>
 * @relayHash 1ee248c2796bee164a50d544cd76088f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45626abcf45e7e2181d5acb20885725e587895879f5b8675b80a485c5555e670

import type { ConcreteRequest } from 'relay-runtime';
export type useAcceptTradeInOfferMutation$variables = {
  leadId: string;
};
export type useAcceptTradeInOfferMutation$data = {
  readonly acceptTradeInOffer: {
    readonly leadId: string;
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
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "leadId",
        "variableName": "leadId"
      }
    ],
    "concreteType": "AcceptTradeInOfferPayload",
    "kind": "LinkedField",
    "name": "acceptTradeInOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "leadId",
        "storageKey": null
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
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptTradeInOfferMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "45626abcf45e7e2181d5acb20885725e587895879f5b8675b80a485c5555e670",
    "metadata": {},
    "name": "useAcceptTradeInOfferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "569ecb3650446560c62bd4fe9800f3d2";

export default node;
