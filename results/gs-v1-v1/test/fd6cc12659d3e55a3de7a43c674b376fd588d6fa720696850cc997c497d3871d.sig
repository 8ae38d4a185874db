{
  "algorithm": "ed25519",
  "content_sha256": "48a60f32d168ce15cb66d387de156b969ccba6b2dfaa91fb7f9d5623a4f9c173",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fd6cc12659d3e55a3de7a43c674b376fd588d6fa720696850cc997c497d3871d",
  "schema": "gridshift.signature/1",
  "signature": "e4c4200fcd7d164679c9ec6a4c103561a0601a709f4ddc0fc605c374780844b165558f29ebd98d5124316d0e406ceb40d2c6806c9a1150c1efa4f2512c4df309"
}
