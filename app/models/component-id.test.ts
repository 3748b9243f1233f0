import { merchantIdFromComponentId } from "./component-id";

describe("merchantIdFromComponentId", () => {
  it.each([
    ["sdc_groceries_3_1001_4521_x", 4521],
    ["sdc_travel_1_77_12", 12],
    ["sdc_a_b_c_0042_z", 42],
    ["sdc_a_b_c", null],
    ["sdc_a_b_c__d", null],
    ["sdc_a_b_c_0_d", null],
    ["sdc_a_b_c_12abc_d", null],
    ["sdc_a_b_c_-5_d", null],
    ["sdc_a_b_c_1e3_d", null],
    ["", null],
  ])("reads %j as merchant %j", (componentId, merchantId) => {
    expect(merchantIdFromComponentId(componentId)).toBe(merchantId);
  });
});
