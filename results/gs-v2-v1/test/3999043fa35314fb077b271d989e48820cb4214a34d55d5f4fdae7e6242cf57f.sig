{
  "algorithm": "ed25519",
  "content_sha256": "f7e784c13b986d5a051cbc05253fb3edac1b8d967ef69cd31393298412bf660f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3999043fa35314fb077b271d989e48820cb4214a34d55d5f4fdae7e6242cf57f",
  "schema": "gridshift.signature/1",
  "signature": "0be74bbce496e040bbc33212d134eee573b87fb1bd2e374caa757c13572692580d901227a4ce4abf327f237ffab7a0b85d5e1dabb1867624bd1f7be67455d302"
}
