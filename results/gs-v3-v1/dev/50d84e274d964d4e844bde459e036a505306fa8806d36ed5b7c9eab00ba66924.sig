{
  "algorithm": "ed25519",
  "content_sha256": "34a9ae226f569561049c63304124d51bc83b6bdf03ebac2c5025b4201f1d6f39",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "50d84e274d964d4e844bde459e036a505306fa8806d36ed5b7c9eab00ba66924",
  "schema": "gridshift.signature/1",
  "signature": "7eb0e3534593678000b94a34fa5f82237fd5081aee69a5ca60a8ba16c13184f0dde2309d348a80ff5ff2b96911487f2aa6dd3f4cd7f23759cf874b9ddf2fc80d"
}
