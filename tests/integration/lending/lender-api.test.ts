import { describe, expect, it } from "vitest";
import { adminUsers } from "../../../db/schema";
import { adminApiGuard } from "~/middleware/admin-guard.server";
import { getDb } from "~/server/platform/db/db.server";
import { createSession } from "~/server/platform/http/session.server";
import { callRoute } from "../../support/route-call";

describe("POST /api/create-lender", () => {
  it("creates the lender for the product the client names, personal loans otherwise", async () => {
    const [admin] = await (await getDb())
      .insert(adminUsers)
      .values({ username: `it_api_${Date.now()}`, passwordHash: "-", roleId: 1 })
      .returning();
    const { token } = await createSession("admin", admin.id, { roleId: 1 });
    const { action } = await import("~/routes/api/lender-commands");
    const create = async (body: Record<string, string>) => {
      const request = new Request("http://localhost/api/create-lender", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const response = (await callRoute(action as never, { request, pattern: "/api/create-lender", guards: [adminApiGuard] })) as
        | { data: { data: { product_type?: string; productType?: string } } }
        | Response;
      const payload = response instanceof Response ? await response.json() : (response as { data: unknown }).data;
      return payload as { success: boolean; data: Record<string, unknown> };
    };
    const gold = await create({ name: `gold_${Date.now()}`, product_type: "gl" });
    expect(gold.success).toBe(true);
    expect(JSON.stringify(gold.data)).toContain('"gl"');
    const plain = await create({ name: `plain_${Date.now()}` });
    expect(JSON.stringify(plain.data)).toContain('"pl"');
  });
});
