{
  "algorithm": "ed25519",
  "content_sha256": "dd8f62c61bb692b8ebff1abf1415f7de180d21ff385916bb74b2c86fe066b2ee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3baad2b333c55d1b1692f9f91d7b131fe7bfd51feae90c08fd60f399143cdb59",
  "schema": "gridshift.signature/1",
  "signature": "c86bbada0cde4be6141ad83e723240c81337362c70bc5337fbb16cba38d712eef7747ee9a36ad986158c5a8b75c0ee612da6ad40177b91c2930bc638e46e5101"
}
