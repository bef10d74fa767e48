/**
 * @generated SignedSource<<005c7238ccb90a5b289861561eb5b15a>>
 * @relayHash f5da25ea19a32320fb75d9eb9ff3d309
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 185342cc2a610bf898fe52e9b9e01d7ed7e1a97828a4b6c37bce2759ec4e5421

import type { ConcreteRequest } from 'relay-runtime';
export type useUnsubscribeSimilarCarAlertMutation$variables = {
  token: string;
};
export type useUnsubscribeSimilarCarAlertMutation$data = {
  readonly unsubscribeSimilarCarAlert: {
    readonly unsubscribed: boolean;
  };
};
export type useUnsubscribeSimilarCarAlertMutation = {
  response: useUnsubscribeSimilarCarAlertMutation$data;
  variables: useUnsubscribeSimilarCarAlertMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "UnsubscribeSimilarCarAlertPayload",
    "kind": "LinkedField",
    "name": "unsubscribeSimilarCarAlert",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unsubscribed",
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
    "name": "useUnsubscribeSimilarCarAlertMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnsubscribeSimilarCarAlertMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "185342cc2a610bf898fe52e9b9e01d7ed7e1a97828a4b6c37bce2759ec4e5421",
    "metadata": {},
    "name": "useUnsubscribeSimilarCarAlertMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "55e57fbf9b9a895c40016019c87a5dd2";

export default node;
