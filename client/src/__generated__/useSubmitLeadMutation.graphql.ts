/**
 * @generated SignedSource<<54cf970bfedb2c1594ca231564fb9674>>
 * @relayHash 6761add6f504a74274e5c0a7454f93a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0076e622f110091dd45de4651fdff36c116fcde8822b580e9917bfc2f9ba6e8

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
    readonly __typename: "TooFastError";
    readonly message: string;
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
  (v1/*:: as any*/)
],
v4 = [
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
        "selections": (v3/*:: as any*/),
        "type": "IdempotencyConflictError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "TooFastError",
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
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitLeadMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "b0076e622f110091dd45de4651fdff36c116fcde8822b580e9917bfc2f9ba6e8",
    "metadata": {},
    "name": "useSubmitLeadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "052ba2938e4da0749018c8ccad65b488";

export default node;
