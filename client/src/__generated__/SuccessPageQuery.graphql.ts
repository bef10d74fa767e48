/**
 * @generated SignedSource<<4751f2545ab34dbe6b41045027c96ff1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SuccessPageQuery$variables = Record<PropertyKey, never>;
export type SuccessPageQuery$data = {
  readonly site: {
    readonly name: string;
  };
};
export type SuccessPageQuery = {
  response: SuccessPageQuery$data;
  variables: SuccessPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SuccessPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SuccessPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3349c5d52d6d5bddcc0297fc95479465",
    "id": null,
    "metadata": {},
    "name": "SuccessPageQuery",
    "operationKind": "query",
    "text": "query SuccessPageQuery {\n  site {\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf7ce58b7bf23451b886ac8d07bc553d";

export default node;
