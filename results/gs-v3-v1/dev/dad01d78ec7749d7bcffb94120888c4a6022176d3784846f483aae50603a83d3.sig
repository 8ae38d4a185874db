{
  "algorithm": "ed25519",
  "content_sha256": "c3947b021c6b145413049a4685c76fd2a2d9b4a51771995a5f42ce4c7c7dd827",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dad01d78ec7749d7bcffb94120888c4a6022176d3784846f483aae50603a83d3",
  "schema": "gridshift.signature/1",
  "signature": "60a7decabe7ce9553b78a3ce88e2421618d5fe5e3edd10a3a5d1407a77dc1badb288f4bbf7763db9db19654d3b7a0ac974c34577a95962477626e095f9b03b06"
}
