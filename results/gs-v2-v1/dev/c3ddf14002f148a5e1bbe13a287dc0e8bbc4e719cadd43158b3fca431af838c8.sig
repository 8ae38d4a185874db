{
  "algorithm": "ed25519",
  "content_sha256": "09a02a9e83963df265bd5fbeb666bcd833737569bd453c08f39c3f33e9eb9f76",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c3ddf14002f148a5e1bbe13a287dc0e8bbc4e719cadd43158b3fca431af838c8",
  "schema": "gridshift.signature/1",
  "signature": "abe8c6bb26743a3db048a0439c0e07f1aaf08dc2a3c71c55e5faaa28c0699337f10c8f34e910f3e32dba75ef8139cffac4b383d65f1187766d5b28baf20c900f"
}
