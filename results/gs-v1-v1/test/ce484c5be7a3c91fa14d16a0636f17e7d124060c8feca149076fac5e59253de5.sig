{
  "algorithm": "ed25519",
  "content_sha256": "9550f37ac98e500083beb019bb03b7262e835d99f6e6404ca70be708dcec99e8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ce484c5be7a3c91fa14d16a0636f17e7d124060c8feca149076fac5e59253de5",
  "schema": "gridshift.signature/1",
  "signature": "24fc5ffbaea3ab2b8a1c5f649e6b7af5c108ea757f4ae4ad85f999a2c223a8bd7c580146756573de0f17862dd7e672c6efb96d0ed8389cf6a25a5c91b48c4f05"
}
