/**
 * @generated SignedSource<<c6ba3e640615b360cce77079340c3238>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "1ee248c2796bee164a50d544cd76088f",
    "id": null,
    "metadata": {},
    "name": "useAcceptTradeInOfferMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptTradeInOfferMutation(\n  $leadId: ID!\n) {\n  acceptTradeInOffer(leadId: $leadId) {\n    leadId\n  }\n}\n"
  }
};
})();

(node as any).hash = "569ecb3650446560c62bd4fe9800f3d2";

export default node;
