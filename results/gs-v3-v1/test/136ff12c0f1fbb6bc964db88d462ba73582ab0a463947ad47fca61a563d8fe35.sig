{
  "algorithm": "ed25519",
  "content_sha256": "27a56ec4cceb4d268304c068a95c15eb7b312e66bd675236c42433d40c2fed28",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "136ff12c0f1fbb6bc964db88d462ba73582ab0a463947ad47fca61a563d8fe35",
  "schema": "gridshift.signature/1",
  "signature": "3bfae8530d7b7591d26caa9383048040b4d51abc3ccf93f6e31d821148bc89c304c7e2ee60cf44d453a093b80c6d2b8d11be7d493198afd23ae3dee55af15d0c"
}
