/**
 * @generated SignedSource<<6a761e03b9632c9201615b5b669d48ce>>
 * @relayHash 3173f49a02338055e928e8a4acea0325
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1069bc15b20bcc570a53cab7946bb32bc482a5fb094fda826f03990b98502768

import type { ConcreteRequest } from 'relay-runtime';
export type LeadFormKind = "FINANCE_ENQUIRY" | "GENERAL_ENQUIRY" | "TEST_DRIVE" | "TRADE_IN" | "VEHICLE_ENQUIRY" | "%future added value";
export type SubmitLeadInput = {
  form: LeadFormKind;
  formToken?: string | null | undefined;
  idempotencyKey: string;
  linkedQueryParams?: ReadonlyArray<LeadQueryParamInput> | null | undefined;
  pageUrl: string;
  tradeInValuation?: TradeInValuationInput | null | undefined;
  values: any;
  visitedPages?: ReadonlyArray<string> | null | undefined;
};
export type LeadQueryParamInput = {
  name: string;
  value: string;
};
export type TradeInValuationInput = {
  adjustmentAnswers?: ReadonlyArray<LeadAdjustmentAnswerInput> | null | undefined;
  formCompleted?: boolean | null | undefined;
  offerAccepted?: boolean | null | undefined;
};
export type LeadAdjustmentAnswerInput = {
  answer: string;
  questionId: string;
};
export type useSubmitLeadMutation$variables = {
  input: SubmitLeadInput;
};
export type useSubmitLeadMutation$data = {
  readonly submitLead: {
    readonly __typename: "IdempotencyConflictError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly field: string;
    readonly message: string;
    readonly reason: string;
  } | {
    readonly __typename: "RateLimitedError";
    readonly message: string;
    readonly retryAfterSeconds: number;
  } | {
    readonly __typename: "SubmitLeadPayload";
    readonly leadId: string;
    readonly successPath: string;
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
export type useSubmitLeadMutation = {
  response: useSubmitLeadMutation$data;
  variables: useSubmitLeadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "submitLead",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "successPath",
            "storageKey": null
          }
        ],
        "type": "SubmitLeadPayload",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterSeconds",
            "storageKey": null
          }
        ],
        "type": "RateLimitedError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "IdempotencyConflictError",
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
    "name": "useSubmitLeadMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitLeadMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "1069bc15b20bcc570a53cab7946bb32bc482a5fb094fda826f03990b98502768",
    "metadata": {},
    "name": "useSubmitLeadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd087650c6595d07937eda0bf3218282";

export default node;
