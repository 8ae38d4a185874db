{
  "algorithm": "ed25519",
  "content_sha256": "af585b80ebf9904719e1a8d0de71ca7892cf67d31570394b241b4fb907d16073",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0bb62d49a40953aca8be2d68f486cd5c89fb15200574e77da0e2ea5f3f24b42f",
  "schema": "gridshift.signature/1",
  "signature": "ae097328751c50f8352f63fc9b766c0899c17cbad1ac63faec47ca8469510036c0b1f0d86c715aada9ec7fabbaad81a8ba4d2ed258390ec83d005064a0c58009"
}
