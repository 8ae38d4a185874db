{
  "algorithm": "ed25519",
  "content_sha256": "680877ccef706cb671fcbf57cab59d42e80b71f9b3a61f7b84e2dc4bcc44ba1b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2ec416872adbc05602d3893fa43422f1264747a2b46c0ae35c991fb86f2496d7",
  "schema": "gridshift.signature/1",
  "signature": "4518f6ae73f8466a5e4ec53f300cfa1e4fb002b1baddc6621c62d73a2637d88403aea49d3e4642f8726e3059b7ef870c3ab0dd43098da593618208cc58282708"
}
