{
  "algorithm": "ed25519",
  "content_sha256": "ca9a6efbbfe131c130c4fc5e20349daf546ef200f7785448f012160e1cf84a95",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4f801c7dc218367579d9f9f9f02e96fa7ffcb4e836037e1ac5dd7ebd79bc5283",
  "schema": "gridshift.signature/1",
  "signature": "e647d8c035e0f43fc1c7c7cbfb94521e2a792d8b42062ca50445e3d0cf61958f4174c6212cb79ad8ebcb1353016e89a65f8a8f143f8c216aa7d136ffcb68e102"
}
