{
  "algorithm": "ed25519",
  "content_sha256": "2063868755697755dbcbe7c252d90caf72534e87a77f4b72f181667fcab8e954",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "864e92ce484746682dd58f1ac2f4375ba9ba33082ffc95074026aee944af8e74",
  "schema": "gridshift.signature/1",
  "signature": "314ae283269bcff83ce36ff020e4ca8b87ddbb8ec17cf2602f09e2fe7df7621a2a640ff614da8b6c54f72f6eca633e44e7938384dfdbdaf0c49f07a09896540a"
}
